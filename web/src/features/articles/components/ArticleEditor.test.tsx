// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ArticleInput } from "@shared/articles";
import { EMPTY_ARTICLE, SLUG_TAKEN } from "../plan";
import { ArticleEditor } from "./ArticleEditor";
import type { StoredArticle } from "./ArticleFields";

const save = vi.fn<(id: string, input: ArticleInput, status: string) => Promise<void>>();

vi.mock("../api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api")>()),
  useArticleActions: () => ({ save }),
}));
vi.mock("@/features/images/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/features/images/api")>()),
  uploadImage: (file: File) =>
    Promise.resolve({
      src: `/media/${file.name.length}-1600x900`,
      width: 1600,
      height: 900,
      bytes: 1000,
      uploadedBytes: 2000,
    }),
}));
vi.mock("@/features/team/api", () => ({
  useTeam: () => ({ status: "success", team: [{ id: "m1", nameDeg: "Ada, Writer", order: 0 }] }),
}));
vi.mock("@/features/services/api", () => ({
  useServices: () => ({ status: "success", services: [{ id: "s1", name: "SEO" }] }),
}));

const COMPLETE: ArticleInput = {
  ...EMPTY_ARTICLE,
  title: "Local SEO in 2027",
  slug: "local-seo-in-2027",
  summary: "What still moves a local business up the map.",
  cover: "/images/cover.png",
  authorId: "m1",
  body: "## Why\n\nBecause.",
};

function renderEditor(initial: ArticleInput, stored: StoredArticle = null) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <ArticleEditor id="a1" initial={initial} stored={stored} />,
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

const input = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

afterEach(() => {
  cleanup();
  save.mockReset();
});

describe("ArticleEditor", () => {
  it("fills the slug from the title until the user writes their own", () => {
    renderEditor(EMPTY_ARTICLE);
    type("Title", "Café: 10 Tips!");
    expect(input("Slug").value).toBe("cafe-10-tips");
    type("Slug", "tips");
    type("Title", "Something else");
    expect(input("Slug").value).toBe("tips");
    type("Slug", "");
    type("Title", "Back again");
    expect(input("Slug").value).toBe("back-again");
  });

  it("never changes a published article's slug by itself, and warns when the user does", () => {
    renderEditor(COMPLETE, { status: "published", slug: COMPLETE.slug });
    type("Title", "A new title");
    expect(input("Slug").value).toBe(COMPLETE.slug);
    expect(screen.queryByTestId("slug-warning")).toBeNull();
    type("Slug", "new-address");
    expect(screen.getByTestId("slug-warning").textContent).toContain(
      `/insights/${COMPLETE.slug}, will redirect`,
    );
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();
  });

  it("shows every error inline and saves nothing", async () => {
    renderEditor(EMPTY_ARTICLE);
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    for (const message of ["Title is required", "Summary is required", "Body is required"]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(save).not.toHaveBeenCalled();
  });

  it("publishes the form's values, and shows a taken slug under its field", async () => {
    save.mockRejectedValueOnce(new (await import("../api")).SlugTakenError(COMPLETE.slug));
    renderEditor(COMPLETE);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith("a1", COMPLETE, "published"));
    expect(await screen.findByText(SLUG_TAKEN)).toBeTruthy();
    expect(input("Slug").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks a case study for its client, challenge and results", async () => {
    renderEditor(COMPLETE);
    fireEvent.change(screen.getByRole("combobox", { name: "Kind" }), {
      target: { value: "case-study" },
    });
    expect(input("Client")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Client is required")).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole("combobox", { name: "Kind" }), {
      target: { value: "article" },
    });
    expect(screen.queryByRole("textbox", { name: "Client" })).toBeNull();
  });

  it("uploads a picture and inserts it in the body at the cursor", async () => {
    renderEditor(COMPLETE);
    const body = screen.getByTestId<HTMLTextAreaElement>("article-body");
    body.setSelectionRange(6, 6);
    expect(screen.getByRole("button", { name: "Insert picture" })).toBeTruthy();
    const file = new File(["png"], "team-photo.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("insert-picture-file"), { target: { files: [file] } });
    await waitFor(() =>
      expect(body.value).toBe("## Why\n\n![team photo](/media/14-1600x900)\n\nBecause."),
    );
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
  });

  it("previews the title, the summary and the body as rendered Markdown", async () => {
    renderEditor({ ...COMPLETE, body: "## Why\n\n<script>x</script>" });
    fireEvent.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = await screen.findByTestId("article-preview");
    expect(preview.querySelector("h2")?.textContent).toBe(COMPLETE.title);
    expect(preview.textContent).toContain(COMPLETE.summary);
    expect(preview.querySelector("h3")?.textContent).toBe("Why");
    expect(preview.querySelector("script")).toBeNull();
  });
});

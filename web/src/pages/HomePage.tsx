import type { ShouldRevalidateFunctionArgs } from "react-router-dom";
import { Reveal } from "@/components/ui/Reveal";
import { issueContactFormToken } from "@/features/contact/form-token.server";
import { submitMessageForm } from "@/features/contact/submit.server";
import { Banner } from "@/features/marketing/components/Banner";
import { TopServices } from "@/features/marketing/components/TopServices";
import { reviewsBand } from "@/features/reviews/components/band";
import { paths } from "@/config/paths";
import { pageTexts } from "@/config/site";
import { PUBLIC_CACHE_CONTROL } from "@/lib/content";
import { articleCard } from "@/features/insights/view";
import { latestArticles, latestReviews, team, topServiceCards } from "@/lib/content.server";
import { hydrateWhenNear } from "@/lib/hydrate-when-near";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/HomePage";

const LANDING_ARTICLES = 3;

// Below the fold: each section's code loads, and it hydrates, as the visitor comes near it.
const About = hydrateWhenNear(
  async () => (await import("@/features/marketing/components/About")).About,
);
const TeamSection = hydrateWhenNear(
  async () => (await import("@/features/team/components/TeamSection")).TeamSection,
);
const ReviewsSection = hydrateWhenNear(
  async () => (await import("@/features/reviews/components/ReviewsSection")).ReviewsSection,
);
const LatestInsights = hydrateWhenNear(
  async () => (await import("@/features/insights/components/LatestInsights")).LatestInsights,
);
const ContactSection = hydrateWhenNear(
  async () => (await import("@/features/contact/components/ContactSection")).ContactSection,
);

/** The page's content, in the HTML, and the contact form's token (cached with the page). */
export async function loader() {
  const [topServices, members, reviews, articles, formToken] = await Promise.all([
    topServiceCards(),
    team(),
    latestReviews(),
    latestArticles(LANDING_ARTICLES),
    issueContactFormToken(),
  ]);
  const insights = articles.map((article) => articleCard(article, members));
  return { topServices, team: members, reviews, insights, formToken };
}

/** The contact form posted without scripts. */
export function action({ request }: Route.ActionArgs) {
  return submitMessageForm(request);
}

/** The contact form sent by the page's scripts, through the REST API (loaded with the form). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const [{ sendMessage }, { messageFromForm }] = await Promise.all([
    import("@/features/contact/api"),
    import("@/features/contact/outcome"),
  ]);
  return sendMessage(messageFromForm(await request.formData()));
}

/** A sent message changes nothing the loader gave. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const headers = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });

/** `/home` too: its canonical URL is `/`. */
export const meta = (args: Route.MetaArgs) =>
  pageMeta({ ...pageTexts.home, path: paths.home }, args);

/** Spec section 4. */
export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Banner />
      <TopServices services={loaderData.topServices} />
      <About />
      <TeamSection team={loaderData.team} />
      {/* The section reveals as a whole over a band of its own colour, which also clips its rise. */}
      <div className={reviewsBand}>
        <Reveal>
          <ReviewsSection reviews={loaderData.reviews} />
        </Reveal>
      </div>
      <LatestInsights
        articles={loaderData.insights}
        title="Latest insights"
        intro="What we learn growing our clients' businesses, and the results they got."
        live={{ count: LANDING_ARTICLES }}
      />
      <ContactSection posted={actionData} formToken={loaderData.formToken} />
    </>
  );
}

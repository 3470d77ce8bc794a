/**
 * The Express app behind the `api` function.
 * Mounted at "/" (direct function URL) and at "/api" (Hosting rewrite keeps the path prefix).
 */
import express, { type Request, type Response } from "express";

const router = express.Router();

router.get("/health", (_req: Request, res: Response) => {
  res.json({ ok: true });
});

export const app = express();
app.disable("x-powered-by");
app.use("/api", router);
app.use(router);

app.use((req: Request, res: Response) => {
  res
    .status(404)
    .type("application/problem+json")
    .json({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: `No route for ${req.method} ${req.path}`,
    });
});

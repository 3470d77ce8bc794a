/**
 * The REST API of the old backend (docs/rest-api.md), at "/" (the function's own URL) and at
 * "/api" (the Hosting rewrite keeps the prefix): the old MongoDB-style shapes; every error is
 * application/problem+json.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { appCheckEnforced, verifyAppCheckToken, type AppCheckVerifier } from "../lib/app-check";
import { requireAppCheck } from "./app-check";
import { addressTrustFromEnv, type AddressTrust } from "./client-address";
import { cors } from "./cors";
import { errorHandler, Problem } from "./problem";
import { setAddressTrust } from "./rate-limit";
import { articles } from "./routes/articles";
import { bookings } from "./routes/bookings";
import { catalogue } from "./routes/catalogue";
import { messages } from "./routes/messages";
import { orders } from "./routes/orders";
import { users } from "./routes/users";

/** Bodies over this size are refused with 413 (the platform has parsed them already). */
export const MAX_BODY_BYTES = 1_000_000;

/** The API's paths and their methods, for 405 answers with an Allow header. */
const ROUTES: [RegExp, string[]][] = [
  [/^\/health\/?$/, ["GET"]],
  [/^\/services\/?$/, ["GET", "POST"]],
  [/^\/services\/[^/]+\/?$/, ["GET", "DELETE"]],
  [/^\/team\/?$/, ["GET"]],
  [/^\/reviews\/?$/, ["GET", "POST"]],
  [/^\/reviews\/[^/]+\/?$/, ["DELETE"]],
  [/^\/orders\/?$/, ["GET", "POST"]],
  [/^\/orders\/[^/]+\/?$/, ["DELETE"]],
  [/^\/messages\/?$/, ["POST"]],
  [/^\/users\/?$/, ["POST", "PUT"]],
  [/^\/users\/admin\/?$/, ["GET", "PUT"]],
  [/^\/users\/[^/]+\/?$/, ["GET"]],
  [/^\/availability\/?$/, ["GET"]],
  [/^\/holds\/?$/, ["POST"]],
  [/^\/holds\/[^/]+\/?$/, ["DELETE"]],
  [/^\/bookings\/?$/, ["GET", "POST"]],
  [/^\/bookings\/[^/]+\/?$/, ["GET", "PATCH", "DELETE"]],
  [/^\/scheduling\/?$/, ["PUT"]],
  [/^\/hosts\/[^/]+\/?$/, ["PUT"]],
  [/^\/hosts\/[^/]+\/contact\/?$/, ["GET"]],
  [/^\/service-calls\/[^/]+\/?$/, ["PUT"]],
];

function bodyGuard(req: Request, _res: Response, next: NextFunction): void {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES || (rawBody?.length ?? 0) > MAX_BODY_BYTES) {
    throw new Problem(413, `The request body is larger than ${MAX_BODY_BYTES} bytes`);
  }
  if (["POST", "PUT", "PATCH"].includes(req.method) && !req.is("application/json")) {
    throw new Problem(415, "Send the request body as application/json");
  }
  next();
}

const router = express.Router();
router.get("/health", (_req, res) => {
  res.json({ ok: true });
});
router.use(catalogue, articles, orders, messages, users, bookings);

/** The API as an Express app; tests build their own. `appCheck` null: not enforced. */
export function createApp({
  appCheck = null,
  addressTrust = addressTrustFromEnv(),
}: { appCheck?: AppCheckVerifier | null; addressTrust?: AddressTrust } = {}): express.Express {
  const app = express();
  setAddressTrust(app, addressTrust);
  app.disable("x-powered-by");
  app.set("strict routing", false);
  app.use(cors());
  if (appCheck) app.use(requireAppCheck(appCheck));
  app.use(bodyGuard);
  app.use("/api", router);
  app.use(router);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

function notFound(req: Request): never {
  const path = req.path.replace(/^\/api(?=\/)/, "");
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (route) {
    const allow = route[1].join(", ");
    throw new Problem(405, `${req.method} is not allowed here; use ${allow}`, undefined, {
      Allow: allow,
    });
  }
  throw new Problem(404, `No route for ${req.method} ${req.path}`);
}

/** The deployed API; App Check is enforced when APP_CHECK_ENFORCE is set (lib/app-check.ts). */
export const app = createApp({ appCheck: appCheckEnforced() ? verifyAppCheckToken : null });

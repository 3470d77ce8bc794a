/**
 * The `images` function (docs/pictures.md): `GET /media/<id>[/<width>]` serves a stored picture by
 * the Accept header, cached for a year (a name never changes what it shows); `POST /api/images`
 * stores the request body, a picture file (any Content-Type: the bytes decide), from an admin or a
 * verified customer.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { appCheckEnforced, verifyAppCheckToken, type AppCheckVerifier } from "../lib/app-check";
import { requireAppCheck } from "../api/app-check";
import { authenticateVerified } from "../api/auth";
import { cors } from "../api/cors";
import { errorHandler, Problem } from "../api/problem";
import { countUploads } from "../api/rate-limit";
import {
  defaultWidth,
  MAX_UPLOAD_BYTES,
  parseMediaId,
  variantName,
  variantWidths,
} from "../shared/images";
import { ImageRejected } from "./process";
import { negotiate } from "./accept";
import { readStoredImage, readVariant, storeImage } from "./store";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** How long a browser or the CDN keeps a "no such picture" answer. */
const MISSING_CACHE = "public, max-age=60, s-maxage=300";

async function serve(req: Request, res: Response): Promise<void> {
  const ref = parseMediaId(String(req.params.id));
  if (!ref) throw missing();
  const widthParam = typeof req.params.width === "string" ? req.params.width : undefined;
  const width = widthParam === undefined ? defaultWidth(ref.width) : Number(widthParam);
  if (!/^[1-9][0-9]{0,3}$/.test(widthParam ?? "1") || !variantWidths(ref.width).includes(width)) {
    throw missing();
  }
  const accept = req.get("accept");
  let format = negotiate(accept, "jpeg");
  if (format === "jpeg") {
    // Neither AVIF nor WebP: the picture's own fallback, JPEG or (with transparency) PNG.
    const record = await readStoredImage(ref.hash);
    if (!record) throw missing();
    format = record.fallback;
  }
  res.set({
    "Cache-Control": IMMUTABLE,
    Vary: "Accept",
    ETag: `"${ref.hash}-${variantName(width, format)}"`,
    "Content-Security-Policy": "default-src 'none'",
  });
  // The browser holds this variant already (a name never changes what it shows).
  if (req.get("if-none-match") === res.get("ETag")) {
    res.status(304).end();
    return;
  }
  const variant = await readVariant(ref.hash, variantName(width, format));
  if (!variant) {
    res.removeHeader("ETag");
    res.removeHeader("Vary");
    throw missing();
  }
  // send() sets Content-Length, and leaves the body out of an answer to HEAD.
  res.status(200).type(variant.contentType).send(variant.data);
}

function missing(): Problem {
  return new Problem(404, "No such picture", undefined, { "Cache-Control": MISSING_CACHE });
}

/** The upload's bytes: the raw body (the platform has read it), at most MAX_UPLOAD_BYTES. */
function uploadBytes(req: Request): Buffer {
  const declared = Number(req.get("content-length") ?? 0);
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  const size = Math.max(declared, rawBody?.byteLength ?? 0);
  if (size > MAX_UPLOAD_BYTES) {
    throw new Problem(
      413,
      `The file is ${(size / 1024 / 1024).toFixed(1)} MB; pictures may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  }
  if (!rawBody || rawBody.byteLength === 0) {
    throw new Problem(400, "Send the picture file as the request body.");
  }
  return rawBody;
}

async function upload(req: Request, res: Response): Promise<void> {
  const caller = await authenticateVerified(req, "uploading pictures");
  const bytes = uploadBytes(req);
  // A customer's upload counts (admins' do not); 429 when their hour is used up.
  if (!caller.admin) await countUploads(caller.uid, 1, "upload");
  try {
    const { image, created } = await storeImage(bytes, caller.uid);
    res.status(created ? 201 : 200).json(image);
  } catch (error) {
    if (error instanceof ImageRejected) throw new Problem(error.status, error.message);
    throw error;
  }
}

/** Express 5 passes a rejected handler's error on; this keeps the handlers' types simple. */
function handle(fn: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => fn(req, res).catch(next);
}

/** `appCheck` verifies the uploads' App Check tokens; null: not enforced. */
function createMediaApp(appCheck: AppCheckVerifier | null): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.get(["/media/:id", "/media/:id/:width"], handle(serve));
  const uploads = express.Router();
  uploads.use(cors());
  if (appCheck) uploads.use(requireAppCheck(appCheck));
  uploads.post("/", handle(upload));
  uploads.all("/", () => {
    throw new Problem(405, "Use POST to upload a picture", undefined, { Allow: "POST" });
  });
  app.use(["/api/images", "/images"], uploads);
  app.use((req: Request) => {
    if (req.path.startsWith("/media/") && req.method !== "GET" && req.method !== "HEAD") {
      throw new Problem(405, "Pictures are read with GET", undefined, { Allow: "GET, HEAD" });
    }
    throw missing();
  });
  app.use(errorHandler);
  return app;
}

export const app = createMediaApp(appCheckEnforced() ? verifyAppCheckToken : null);

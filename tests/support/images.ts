/**
 * Image values every image field must refuse or accept, shared by the rules suite
 * (tests/rules/images.test.ts), the REST suite (functions/src/api/images.emulator.test.ts), the
 * schema unit tests and the property-based suite, so the rules and the API are held to one list.
 *
 * - REFUSED_IMAGES: hostile values, refused everywhere.
 * - ACCEPTED_IMAGES: image references (a stored picture's `/media/<id>`, a site path, a Google
 *   profile photo), accepted everywhere and stored as sent.
 * - DATA_URL_PICTURES: pictures inline as data URLs, as documents held them before pictures were
 *   files: the rules and the web forms' schemas refuse them for any new write; the REST API takes
 *   them (the old API's way) and stores each as a picture, writing its reference instead.
 * - UNUSABLE_DATA_URLS: data URLs that look like pictures but are not: the REST API answers 400.
 */

/** A 1x1 PNG. */
export const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** The same PNG as a file's bytes, for a browser's file input. */
export const PNG_FILE = {
  name: "picture.png",
  mimeType: "image/png",
  buffer: Buffer.from(PNG_DATA_URL.slice(PNG_DATA_URL.indexOf(",") + 1), "base64"),
};

/** A well-formed reference to a stored picture (shared/images.ts); no picture need exist for it. */
export const MEDIA_REF = "/media/0123456789abcdef01234567-1200x800";

/**
 * Refused everywhere: schemes that run script, insecure or foreign-origin tricks, non-raster data,
 * and images on outside servers (they see every visitor who loads them).
 */
export const REFUSED_IMAGES: Record<string, string> = {
  "an SVG data URL": "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
  "an SVG data URL in upper case": "data:image/SVG+XML;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
  "a javascript: URL": "javascript:alert(1)",
  "an upper-case JAVASCRIPT: URL": "JAVASCRIPT:alert(1)",
  "a javascript: URL after a space": " javascript:alert(1)",
  "a javascript: URL after a tab and newline": "\t\njavascript:alert(1)",
  "a javascript: URL split by a tab": "java\tscript:alert(1)",
  "a vbscript: URL": "vbscript:msgbox(1)",
  "an http URL": "http://evil.example/x.png",
  "a protocol-relative URL": "//evil.example/x.png",
  "a backslash protocol-relative URL": "/\\evil.example/x.png",
  "a text/html data URL": "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "a data URL that is not base64": "data:image/png,<svg onload=alert(1)>",
  "a data URL with markup after the payload":
    "data:image/png;base64,iVBORw0K\n<script>alert(1)</script>",
  "a data URL without a payload": "data:image/png;base64,",
  "an https URL breaking out of an attribute": 'https://a.example/x.png" onerror="alert(1)',
  "an https URL with a newline": "https://a.example/x.png\njavascript:alert(1)",
  "an https URL without a host": "https://",
  "a file: URL": "file:///etc/passwd",
  "a relative path without a leading slash": "images/x.png",
  "an https URL on an outside host (a tracking pixel)": "https://tracker.example/pixel.png?v=1",
  "an https URL on another Google host": "https://storage.googleapis.com/bucket/x.png",
  "a look-alike of Google's photo host": "https://lh3.googleusercontent.com.evil.example/x.png",
  "Google's photo host as a user name": "https://lh3.googleusercontent.com@evil.example/x.png",
  "Google's photo host without a path": "https://lh3.googleusercontent.com",
  "Google's photo host over http": "http://lh3.googleusercontent.com/a/photo.jpg",
};

/** Accepted everywhere, and stored as sent: references, never a picture's bytes. */
export const ACCEPTED_IMAGES: Record<string, string> = {
  "a stored picture's reference": MEDIA_REF,
  "a Google profile photo": "https://lh3.googleusercontent.com/a/photo.jpg?sz=96",
  "a Google profile photo on lh6": "https://lh6.googleusercontent.com/-abc/AAAA/photo.jpg",
  "a site path": "/images/services/web-design.svg",
};

/**
 * Real pictures (each decodes) inline as data URLs, each short enough for every image field of
 * the REST API (LIMITS.imageUrl).
 */
export const DATA_URL_PICTURES: Record<string, string> = {
  "a PNG data URL": PNG_DATA_URL,
  "a JPEG data URL":
    "data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABgQAQADAQAAAAAAAAAAAAAAAAADBmKh/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAfEQAAAwkAAAAAAAAAAAAAAAAAAQQDBQYREiMxkfD/2gAMAwEAAhEDEQA/AEti30AokjKWBcJoCctBWu0P/9k=",
  "a WebP data URL":
    "data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=",
  "a GIF data URL":
    "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
};

/** Data URLs of the accepted form (a raster type, base64) whose bytes are no usable picture. */
export const UNUSABLE_DATA_URLS: Record<string, string> = {
  "text as a PNG data URL": `data:image/png;base64,${Buffer.from("This is not a picture, just text.").toString("base64")}`,
  "a truncated JPEG": "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==",
};

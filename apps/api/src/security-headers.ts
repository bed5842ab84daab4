// Headers on every response. HTML pages (the sites and the API docs) get a strict
// Content-Security-Policy that the Vite builds satisfy: scripts, styles, images, fonts and
// API calls only from the page's own origin, no plugins, no framing, no inline scripts.
// Styles also allow 'unsafe-inline' because react-hot-toast (through goober) writes its
// styles into a <style> element at run time; scripts get no such exception.
import type { onSendHookHandler } from "fastify";

export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("cross-origin-opener-policy", "same-origin");
  const type = reply.getHeader("content-type");
  if (typeof type === "string" && type.startsWith("text/html")) {
    reply.header("content-security-policy", SITE_CSP);
  }
  done(null, payload);
};

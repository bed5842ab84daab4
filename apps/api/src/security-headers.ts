// Baseline headers on every response. The CSP here only forbids framing and plugins; the full
// policy comes later and must still allow the Vite builds ('self' scripts and styles,
// connect-src 'self', img-src 'self' data:).
import type { onSendHookHandler } from "fastify";

const HTML_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

export const securityHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  const type = reply.getHeader("content-type");
  if (typeof type === "string" && type.startsWith("text/html")) {
    reply.header("content-security-policy", HTML_CSP);
  }
  done(null, payload);
};

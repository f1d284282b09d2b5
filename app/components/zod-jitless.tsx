import { useNonce } from "./nonce.tsx";

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it when its
 * first schema is built; under our CSP (no 'unsafe-eval') that probe is reported as a violation
 * on every page (Lighthouse: best practices, "Issues logged"). Zod reads this global when it
 * loads, so a classic script in the head, which runs before any module, turns the probe off.
 */
export function ZodJitless() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet, no data in it
      dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }}
    />
  );
}

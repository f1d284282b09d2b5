// Feeds are built as strings; every value that came from a person goes through here.

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Escapes text for an XML element or attribute, and drops the control characters XML 1.0
 * forbids (a stray one would make the whole feed unreadable).
 */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!)
  );
}

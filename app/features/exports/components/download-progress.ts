// A CSV download read as it arrives (fetch + ReadableStream), so the page can count rows and bytes
// while a long export streams, then hand the whole file to the browser to save.
import { ApiError, errorMessage } from "../../../lib/api.ts";

export interface DownloadProgress {
  /** Data rows received so far (line ends, less the header). */
  rows: number;
  bytes: number;
}

const NEWLINE = 10;

/** The file name the server gave (`Content-Disposition`), else `fallback`. */
function fileNameOf(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

/** Reads `path` to the end, reporting progress per chunk; answers the file and its name. */
export async function downloadCsv(
  path: string,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<{ file: Blob; name: string }> {
  const res = await fetch(path, { credentials: "include", signal });
  if (!res.ok || !res.body) {
    const body = await res.text();
    throw new Error(
      errorMessage(
        new ApiError(res.status, `${res.status}: ${body}`, body),
        "The export failed. Please try again.",
      ),
    );
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  let bytes = 0;
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    bytes += next.value.byteLength;
    for (const byte of next.value) if (byte === NEWLINE) lines++;
    onProgress({ rows: Math.max(0, lines - 1), bytes });
  }
  return { file: new Blob(chunks, { type: "text/csv" }), name: fileNameOf(res, fallbackName) };
}

/** Hands a file to the browser's "save" (an object URL on a link with `download`). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

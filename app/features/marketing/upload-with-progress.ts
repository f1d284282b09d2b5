import { ApiError } from "../../lib/api.ts";

export type UploadPhase = { phase: "uploading"; percent: number } | { phase: "processing" };

/**
 * POSTs a form with XMLHttpRequest, because fetch cannot report upload progress: the bar moves
 * while the file travels, then shows "processing" while the server reads it. A non-OK answer
 * rejects like `apiRequest` ("{status}: {body}").
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onPhase: (phase: UploadPhase) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onPhase({ phase: "uploading", percent: Math.round((event.loaded / event.total) * 100) });
      }
    };
    xhr.upload.onload = () => onPhase({ phase: "processing" });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText}`));
        }
      } else {
        reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error("The upload failed. Check the connection and try again."));
    onPhase({ phase: "uploading", percent: 0 });
    xhr.send(form);
  });
}

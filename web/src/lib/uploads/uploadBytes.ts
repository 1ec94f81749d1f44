/** How storage answered a PUT: its HTTP status, or 0 when it could not be reached. */
export interface StorageResponse {
  status: number;
  /** Storage's own error body (XML, in English): for the log, never for users. */
  detalhe: string;
}

/** The network edge of an upload: PUT the bytes, report progress (0–1), resolve with storage's answer. */
export type UploadBytes = (url: string, file: File, aoProgredir: (fracao: number) => void) => Promise<StorageResponse>;

/**
 * PUT one file straight to Blob Storage through its create-only SAS URL. XMLHttpRequest, because fetch
 * reports no upload progress. Never rejects: every outcome is a status for the caller to judge.
 */
export const uploadBytes: UploadBytes = (url, file, aoProgredir) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) aoProgredir(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, detalhe: xhr.responseText });
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ status: 0, detalhe: '' });
    xhr.send(file);
  });

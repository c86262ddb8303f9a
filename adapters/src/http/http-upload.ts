import type { UploadProgress } from '@modavi/core';
import type { UploadTransport } from './http-client.js';

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports the bytes sent
 * (fetch reports none); undefined where there is no XMLHttpRequest (the client then uses fetch).
 */
export const xhrUploadTransport = (
  onProgress: (progress: UploadProgress) => void,
): UploadTransport | undefined =>
  typeof XMLHttpRequest === 'undefined'
    ? undefined
    : (url, method, headers, body) =>
        new Promise((resolve) => {
          const xhr = new XMLHttpRequest();
          xhr.open(method, url);
          xhr.withCredentials = true;
          for (const [name, value] of Object.entries(headers))
            xhr.setRequestHeader(name, value);
          xhr.upload.onprogress = (event) =>
            onProgress({
              sent: event.loaded,
              total: event.lengthComputable ? event.total : 0,
            });
          xhr.onload = () => {
            let json: unknown;
            try {
              json = JSON.parse(xhr.responseText);
            } catch {
              json = undefined;
            }
            resolve({ status: xhr.status, json });
          };
          xhr.onerror = () => resolve(null);
          xhr.onabort = () => resolve(null);
          xhr.send(body);
        });

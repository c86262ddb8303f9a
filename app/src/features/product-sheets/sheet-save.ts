import type { SheetFile } from '@modavi/core';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a spreadsheet the server sent (base64 in the envelope) to the browser as a download under its name. */
export function sheetSave(file: SheetFile): void {
  const binary = atob(file.content_base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started from it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

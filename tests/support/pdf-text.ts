import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF, read back as a PDF reader reads it (page by page, in reading order). */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages.join("\n").replace(/\s+/g, " ");
}

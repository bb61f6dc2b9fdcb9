// Campaign bodies are plain text from the server: blank lines separate paragraphs. Never HTML.
export function bodyParagraphs(body: string | null | undefined): string[] {
  return (body ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

import { Code, Text } from '@radix-ui/themes';

/**
 * Descriptions in the document are CommonMark; the page renders only paragraphs and `code`
 * spans, as React text, so nothing from the document is ever injected as HTML.
 */
export function RichText({ text, size = '2', color }: { text: string; size?: '1' | '2' | '3'; color?: 'gray' }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, i) => (
    <Text as="p" key={i} size={size} color={color} mb={i < paragraphs.length - 1 ? '2' : undefined}>
      {paragraph.split(/(`[^`]+`)/g).map((part, j) =>
        part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
          <Code key={j} size={size}>
            {part.slice(1, -1)}
          </Code>
        ) : (
          part
        ),
      )}
    </Text>
  ));
}

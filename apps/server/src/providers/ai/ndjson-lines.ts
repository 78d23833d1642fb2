/**
 * Splits a byte stream into lines: network chunks end anywhere (mid-line, even mid-character), so text is
 * decoded as a stream and buffered up to each '\n'. A last line without '\n' is still yielded.
 */
export async function* ndjsonLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of chunks) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line) yield line;
      end = buffered.indexOf('\n');
    }
  }
  buffered += decoder.decode();
  if (buffered.trim()) yield buffered.trim();
}

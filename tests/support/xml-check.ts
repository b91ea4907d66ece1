/** Small strict XML checker: balanced tags, quoted attributes, only the five predefined entities. */
export function wellFormednessErrors(xml: string): string[] {
  const errors: string[] = [];
  const entityText = /^(?:[^&<>]|&(?:amp|lt|gt|quot|apos);)*$/;
  const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"]*")*)\s*(\/?)>$/;
  const stack: string[] = [];
  let roots = 0;
  for (const [token] of xml.matchAll(/<[^<>]*>|[^<>]+|[<>]/g)) {
    if (!token.startsWith('<')) {
      if (!entityText.test(token)) errors.push(`bad text ${JSON.stringify(token)}`);
      if (stack.length === 0) errors.push(`text outside the root ${JSON.stringify(token)}`);
      continue;
    }
    const m = tag.exec(token);
    if (!m) {
      errors.push(`bad tag ${JSON.stringify(token)}`);
      continue;
    }
    const [, closing, name = '', attrs = '', selfClosing] = m;
    for (const [, value = ''] of attrs.matchAll(/="([^"]*)"/g)) {
      if (!entityText.test(value)) errors.push(`bad attribute value ${JSON.stringify(value)}`);
    }
    if (closing) {
      if (stack.pop() !== name) errors.push(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) {
      roots++;
    }
  }
  if (stack.length) errors.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) errors.push(`${roots} root elements`);
  return errors;
}

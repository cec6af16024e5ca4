// A reader of the Prometheus text exposition format prom-client writes (version 0.0.4): the
// samples by name and labels, and the declared type of each metric family. Strict on purpose: a
// line it cannot read fails the test, so a scrape that a Prometheus server would refuse fails too.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
  /** The value of the one sample with this name and exactly these labels (undefined when absent). */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;

function readLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m) throw new Error(`unreadable labels in: ${line}`);
    labels[m[1]] = m[2].replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
  }
  return labels;
}

// Prometheus reads NaN and Inf in any case (Go's ParseFloat); prom-client writes an early NaN as "Nan".
const SPECIAL: Record<string, number> = { nan: NaN, '+inf': Infinity, inf: Infinity, '-inf': -Infinity };
const number = (raw: string) => SPECIAL[raw.toLowerCase()] ?? (raw.trim() === '' ? NaN : Number(raw));

export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      types.set(name, type);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const m = SAMPLE.exec(line);
    if (!m || Number.isNaN(number(m[3])) !== (m[3].toLowerCase() === 'nan')) throw new Error(`not an exposition line: ${line}`);
    samples.push({ name: m[1], labels: m[2] ? readLabels(m[2], line) : {}, value: number(m[3]) });
  }
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);
  return {
    types,
    samples,
    value: (name, labels = {}) => samples.find((s) => s.name === name && same(s.labels, labels))?.value,
  };
}

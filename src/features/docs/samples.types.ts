// TypeScript declarations for the TypeScript sample, written from the schema trees. Named
// component schemas become named interfaces, which is also what makes recursive schemas typable.
import type { SchemaNode } from './openapi.schema.ts';

export class TypeWriter {
  private readonly named = new Map<string, string>();

  /** Declares `name` for `node` and returns the declaration text of it and of every schema it names. */
  declare(name: string, node: SchemaNode): string {
    const plainObject = node.type === 'object' && node.properties && !node.refName && !node.nullable && !node.circular;
    return plainObject ? `interface ${name} ${this.objectBody(node, '')}` : `type ${name} = ${this.type(node, '')};`;
  }

  /** Interfaces for the component schemas met so far, in first-use order. */
  componentDeclarations(): string[] {
    return [...this.named.values()];
  }

  private type(node: SchemaNode, indent: string): string {
    if (node.circular) return nullable(node, identifier(node.circular));
    if (node.refName && (node.type === 'object' || node.type === 'union') && !node.enumValues) {
      const name = identifier(node.refName);
      if (!this.named.has(name)) {
        this.named.set(name, ''); // reserve first so a self-reference inside does not recurse
        this.named.set(
          name,
          node.type === 'object' && node.properties ? `interface ${name} ${this.objectBody(node, '')}` : `type ${name} = ${this.inline(node, '')};`,
        );
      }
      return nullable(node, name);
    }
    return nullable(node, this.inline(node, indent));
  }

  private inline(node: SchemaNode, indent: string): string {
    if (node.enumValues?.length) return node.enumValues.map((v) => JSON.stringify(v)).join(' | ');
    switch (node.type) {
      case 'string':
        return node.format === 'binary' ? 'Blob' : 'string';
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array': {
        const inner = node.items ? this.type(node.items, indent) : 'unknown';
        return /[ |&]/.test(inner) ? `Array<${inner}>` : `${inner}[]`;
      }
      case 'object':
        if (node.properties?.length) return this.objectBody(node, indent);
        return `Record<string, ${node.additional ? this.type(node.additional, indent) : 'unknown'}>`;
      case 'union':
        return (node.variants ?? []).map((v) => this.type(v, indent)).join(' | ') || 'unknown';
      default:
        return 'unknown';
    }
  }

  private objectBody(node: SchemaNode, indent: string): string {
    const inner = `${indent}  `;
    const lines = (node.properties ?? []).map((p) => {
      const doc = p.description ? `${inner}/** ${p.description.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '';
      const key = /^[A-Za-z_$][\w$]*$/.test(p.name ?? '') ? p.name : JSON.stringify(p.name);
      return `${doc}${inner}${key}${p.required ? '' : '?'}: ${this.type(p, inner)};`;
    });
    if (node.additional) lines.push(`${inner}[key: string]: ${this.type(node.additional, inner)};`);
    return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
  }
}

function nullable(node: SchemaNode, text: string): string {
  return node.nullable && node.type !== 'null' ? `${text} | null` : text;
}

/** A schema name as a TypeScript identifier (`Foo.Bar`, `foo-bar` → `FooBar`). */
export function identifier(name: string): string {
  const words = name.split(/[^A-Za-z0-9_$]+/).filter(Boolean);
  const joined = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z_$]/.test(joined) ? joined : `T${joined}`;
}

/**
 * Keeps docs/decisions.md in its format: entries numbered 1..N without gaps (code and the README cite them by
 * number), each with its context, decision and consequences in that order; every in-file link lands on a heading
 * (GitHub's anchors), every relative link on a file; an entry marked as superseded links to the one that
 * supersedes it, which says so and links back. Each check returns the problems it finds, so the tests at the bottom
 * can prove that a broken document fails.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../repoRoot.ts';

const decisionsPath = 'docs/decisions.md';
const decisions = readFileSync(join(repoRoot, decisionsPath), 'utf8');

interface Entry {
  number: number;
  heading: string;
  body: string;
}

const entries = (doc: string): Entry[] =>
  [...doc.matchAll(/^## (\d+)\. (.+)\n([\s\S]*?)(?=^## |(?![\s\S]))/gm)].map(([, number, heading, body]) => ({
    number: Number(number),
    heading: `${number}. ${heading}`,
    body: body ?? '',
  }));

/** GitHub's heading anchor: the rendered text, lower-cased, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

const headingAnchors = (doc: string) =>
  new Set([...doc.matchAll(/^#{1,6} (.+)$/gm)].map(([, text]) => anchor(text ?? '')));

const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '');

function numberingProblems(doc: string): string[] {
  const numbers = entries(doc).map((entry) => entry.number);
  const problems: string[] = [];
  if (numbers.length === 0) problems.push('no numbered entry');
  numbers.forEach((number, index) => {
    if (number !== index + 1) problems.push(`entry ${number} is in position ${index + 1}`);
  });
  return problems;
}

const parts = ['**Context.**', '**Decision.**', '**Consequences.**'];

function partProblems(doc: string): string[] {
  return entries(doc).flatMap(({ number, body }) => {
    const positions = parts.map((part) => body.indexOf(part));
    const missing = parts.filter((_, index) => positions[index] === -1);
    if (missing.length > 0) return [`entry ${number} lacks ${missing.join(', ')}`];
    const repeated = parts.filter((part) => body.indexOf(part) !== body.lastIndexOf(part));
    if (repeated.length > 0) return [`entry ${number} repeats ${repeated.join(', ')}`];
    const inOrder = positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? 0));
    return inOrder ? [] : [`entry ${number} does not read context, decision, consequences in that order`];
  });
}

function anchorProblems(doc: string): string[] {
  const known = headingAnchors(doc);
  return links(doc)
    .filter((target) => target.startsWith('#') && !known.has(target.slice(1)))
    .map((target) => `link ${target} names no heading`);
}

function fileLinkProblems(doc: string, docPath: string): string[] {
  return links(doc)
    .filter((target) => !/^(#|[a-z]+:)/i.test(target))
    .map((target) => target.split('#')[0] ?? '')
    .filter((path) => !existsSync(join(repoRoot, dirname(docPath), path)))
    .map((path) => `link ${path} names no file`);
}

/** "— partly superseded by [N](#…)" in a heading: entry N must link back and say "Supersedes". */
function supersessionProblems(doc: string): string[] {
  const all = entries(doc);
  const byAnchor = new Map(all.map((entry) => [anchor(entry.heading), entry]));
  return all.flatMap((entry) => {
    const marker = /— (?:partly )?superseded by (.+)$/.exec(entry.heading);
    const hasWord = /superseded/i.test(entry.heading);
    if (!marker) return hasWord ? [`entry ${entry.number}: write "— superseded by [N](#…)" in the title`] : [];
    const targets = links(marker[1] ?? '');
    if (targets.length === 0) return [`entry ${entry.number} is marked superseded without a link`];
    return targets.flatMap((target) => {
      const successor = byAnchor.get(target.slice(1));
      if (!successor) return [`entry ${entry.number} links ${target}, which names no entry`];
      const own = `#${anchor(entry.heading)}`;
      return /\bSupersedes\b/.test(successor.body) && links(successor.body).includes(own)
        ? []
        : [
            `entry ${successor.number} supersedes ${entry.number} but does not say "Supersedes [${entry.number}](${own})"`,
          ];
    });
  });
}

/** Files outside docs/ that cite an entry by number ("decision 62", "decisions 26 and 31", "docs/decisions.md 47"). */
function citedNumbers(): { file: string; number: number }[] {
  const roots = [
    'README.md',
    'functions/src',
    'functions/test',
    'web/src',
    'web/plugins',
    'shared/src',
    'scripts',
    'e2e',
  ];
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(join(repoRoot, path))) return;
    if (statSync(join(repoRoot, path)).isFile()) return void files.push(path);
    for (const name of readdirSync(join(repoRoot, path))) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const child = `${path}/${name}`;
      if (statSync(join(repoRoot, child)).isDirectory() || /\.(ts|tsx|md)$/.test(name)) walk(child);
    }
  };
  roots.forEach(walk);
  return files.flatMap((file) =>
    [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/\bdecisions?(?:\.md)?[\s*/]+(\d+)\b/g)].map(([, n]) => ({
      file,
      number: Number(n),
    })),
  );
}

describe('docs/decisions.md', () => {
  it('numbers its entries 1..N without gaps', () => {
    expect(numberingProblems(decisions)).toEqual([]);
    expect(entries(decisions).length).toBeGreaterThanOrEqual(71);
  });

  it('gives every entry its context, decision and consequences, in that order', () => {
    expect(partProblems(decisions)).toEqual([]);
  });

  it('links only to headings and files that exist', () => {
    expect(anchorProblems(decisions)).toEqual([]);
    expect(fileLinkProblems(decisions, decisionsPath)).toEqual([]);
  });

  it('links a superseded entry to its successor, which says "Supersedes" and links back', () => {
    expect(supersessionProblems(decisions)).toEqual([]);
  });

  it('has an entry for every decision number the code and the README cite', () => {
    const count = entries(decisions).length;
    const cited = citedNumbers();
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter(({ number }) => number < 1 || number > count)).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    expect(
      anchor("62. One cart is one order: the cart lives beside the orders and is consumed in the order's batch"),
    ).toBe('62-one-cart-is-one-order-the-cart-lives-beside-the-orders-and-is-consumed-in-the-orders-batch');
    expect(anchor('3. Containers and partition keys — partly superseded by [62](#62-x)')).toBe(
      '3-containers-and-partition-keys--partly-superseded-by-62',
    );
    expect(anchor('11. `GET /api/azure-token`: the exchanged token')).toBe('11-get-apiazure-token-the-exchanged-token');
  });

  it('notices a broken document', () => {
    const entry = (n: number, title: string, body: string) => `## ${n}. ${title}\n${body}\n`;
    const full = '**Context.** c. **Decision.** d. **Consequences.** e.';
    const gap = entry(1, 'A', full) + entry(3, 'C', full);
    expect(numberingProblems(gap)).toEqual(['entry 3 is in position 2']);
    const disordered = entry(1, 'A', '**Context.** c. **Consequences.** e. **Decision.** d.') + entry(2, 'B', 'text');
    expect(partProblems(disordered)).toEqual([
      'entry 1 does not read context, decision, consequences in that order',
      'entry 2 lacks **Context.**, **Decision.**, **Consequences.**',
    ]);
    expect(anchorProblems(`${entry(1, 'A', `${full} See [2](#2-b).`)}`)).toEqual(['link #2-b names no heading']);
    expect(fileLinkProblems('[report](no-such-report.md)', decisionsPath)).toEqual([
      'link no-such-report.md names no file',
    ]);
    const unlinked = entry(1, 'A — partly superseded by [2](#2-b)', full) + entry(2, 'B', full);
    expect(supersessionProblems(unlinked)).toEqual([
      'entry 2 supersedes 1 but does not say "Supersedes [1](#1-a--partly-superseded-by-2)"',
    ]);
    expect(supersessionProblems(entry(1, 'A (superseded by 2)', full) + entry(2, 'B', full))).toEqual([
      'entry 1: write "— superseded by [N](#…)" in the title',
    ]);
  });
});

/** Types for markdown-it-ruby, which ships none: a markdown-it plugin with optional `rp` parentheses. */
declare module 'markdown-it-ruby' {
  import type MarkdownIt from 'markdown-it';
  export default function rubyPlugin(md: MarkdownIt, options?: { rp?: [string, string] }): void;
}

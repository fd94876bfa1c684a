/** @jest-environment jsdom */
import { markdownToSafeHtml, safeMarkdownUrl } from './markdown-content';
import { fillContentTokens } from '@/content/content-tokens';
import { businessProfile } from '@/content/business-profile';

describe('markdown rendering', () => {
  it('keeps relative links and the allowed schemes', () => {
    for (const url of [
      '/warranty',
      '#top',
      'https://example.com',
      'http://x.org',
      'irc://irc.example/chan',
      'ircs://x',
      'mailto:a@b.c',
      'xmpp:a@b.c',
      'tel:+15105550142',
    ]) {
      expect(safeMarkdownUrl(url)).toBe(url);
    }
  });

  it('blanks javascript:, data: and other schemes, even disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
    ]) {
      expect(safeMarkdownUrl(url)).toBeNull();
    }
  });

  it('renders links and images with blanked addresses and no script', () => {
    const html = markdownToSafeHtml(
      '[bad](javascript:alert(1)) [worse](data:text/html,hi) [good](/services/windshield-repairs)\n\n![pic](data:image/png;base64,AAAA)\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/javascript:|data:|<script|onerror/i);
    expect(html).toContain('href="/services/windshield-repairs"');
    expect(html).toContain('>bad</a>');
  });

  it('fills business tokens and rejects unknown ones', () => {
    expect(fillContentTokens('Call {{phone}}')).toBe(
      `Call [${businessProfile.phone.display}](tel:${businessProfile.phone.e164})`,
    );
    expect(markdownToSafeHtml('Call {{phone}}')).toContain(
      `<a href="tel:${businessProfile.phone.e164}">${businessProfile.phone.display}</a>`,
    );
    expect(() => fillContentTokens('{{nope}}')).toThrow(/Unknown content token/);
  });

  it('renders tables and headings', () => {
    const html = markdownToSafeHtml('## Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<h2');
    expect(html).toContain('<table');
  });
});

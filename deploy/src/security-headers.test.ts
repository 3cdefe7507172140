import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, nginxHeaderLines, nginxVariable, siteSecurityHeaders } from '@casino/build-tools/static-root';
import { SITE_TEMPLATE } from './nginx-config.ts';

// One definition of the security headers (build-tools' security-headers.ts): the development static
// server sends it, and nginx's template must carry exactly its lines (issue 21: the static server
// sent none of them). A change there fails here until the template's lines are made the same.
describe('the security headers of nginx and the static server', () => {
  const template = readFileSync(SITE_TEMPLATE, 'utf8');

  it('the site server block carries the definition’s headers, in its order', () => {
    expect(template).toContain(nginxHeaderLines(siteSecurityHeaders(nginxVariable), '    '));
  });

  it('the /api/ location repeats the ones the API’s answers keep', () => {
    expect(template).toContain(nginxHeaderLines(API_SECURITY_HEADERS, '        '));
  });
});

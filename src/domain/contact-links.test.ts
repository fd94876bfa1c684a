import { mailtoHref, smsHref, telHref } from './contact-links';
import { emailSchema } from './email';

const email = emailSchema('Please enter a valid email address');
const ISSUE_ADDRESS = 'customer%40gmail.com?bcc=spy%40evil.example&x=@evil.example';

describe('the email rule', () => {
  it("refuses the issue's address and every local part with ? & = % or a quote", () => {
    expect(email.safeParse(ISSUE_ADDRESS).success).toBe(false);
    for (const address of [
      'a?b@example.com',
      'a&b@example.com',
      'a=b@example.com',
      'a%b@example.com',
      '"a b"@example.com',
      '"a"@example.com',
      'a..b@example.com',
      'a@b@example.com',
    ]) {
      expect({ address, accepted: email.safeParse(address).success }).toEqual({
        address,
        accepted: false,
      });
    }
  });

  it('still accepts the usual addresses, plus tags and dots', () => {
    for (const address of [
      "o'brien@example.com",
      'ana.lopez+glass@mail.example.org',
      'a_b-c@x.co',
    ]) {
      expect(email.parse(address)).toBe(address);
    }
  });
});

describe('contact links', () => {
  it('encode both parts of an address, so it can carry no parameter', () => {
    const href = mailtoHref(ISSUE_ADDRESS);
    expect(href).toBe(
      'mailto:customer%2540gmail.com%3Fbcc%3Dspy%2540evil.example%26x%3D@evil.example',
    );
    expect(new URL(href).search).toBe('');
    expect(mailtoHref('ana@example.com', { subject: 'Your quote & more?' })).toBe(
      'mailto:ana@example.com?subject=Your%20quote%20%26%20more%3F',
    );
    expect(mailtoHref('a"b@example.com')).not.toContain('"');
  });

  it('keep only the digits and the leading plus of a phone number', () => {
    expect(telHref('+15105550142')).toBe('tel:+15105550142');
    expect(telHref('(510) 555-0142')).toBe('tel:5105550142');
    expect(telHref('+1510"><script>5550142?x=1')).toBe('tel:+151055501421');
    expect(smsHref('+15105550142', 'Hi & bye')).toBe('sms:+15105550142?&body=Hi%20%26%20bye');
  });
});

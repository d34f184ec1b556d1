import { isValidEmail } from "../../../src/lib/forms/forms";

it.each(["a@b.co", "first.last@sub.example.ae", "user+tag@example.com", "x_y-z@domain.co.uk", "A@B.CO", "1@2.3", "  a@b.co  ", "\ta@b.co\n"])(
  "isValidEmail accepts %p: text, at sign, text, dot, text (surrounding spaces trimmed)",
  (email) => {
    expect(isValidEmail(email)).toBe(true);
  },
);

it.each([
  ["empty", ""],
  ["no at sign but a dot", "abc.com"],
  ["no dot after the at sign", "a@b"],
  ["a dot only before the at sign", "first.last@example"],
  ["nothing before the at sign", "@b.co"],
  ["nothing between the at sign and the dot", "a@.co"],
  ["nothing after the dot", "a@b."],
  ["two at signs", "a@b@c.co"],
  ["a space in the local part", "a b@c.co"],
  ["a space in the domain", "a@b c.co"],
  ["a space after the dot", "a@b. co"],
  ["a tab inside", "a\t@b.co"],
  ["a newline inside", "a@b.co\nx@y"],
])("isValidEmail rejects %s (%p)", (_label, email) => {
  expect(isValidEmail(email)).toBe(false);
});

import { isValidEmail } from "../../../src/lib/forms/forms";

// Text, at sign, text, dot, text, with spaces around it trimmed: one case for each part that can be missing or wrong.
// The empty address and one without a dot after the at sign are tests/unit/components/form-sections.test.tsx's.
it.each([
  ["first.last@sub.example.ae", true],
  ["\ta@b.co\n", true],
  ["abc.com", false],
  ["@b.co", false],
  ["a@.co", false],
  ["a@b.", false],
  ["a@b@c.co", false],
  ["a b@c.co", false],
  ["a@b.co\nx@y", false],
])("isValidEmail(%p) is %p", (email, valid) => {
  expect(isValidEmail(email)).toBe(valid);
});

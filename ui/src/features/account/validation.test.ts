import { emailError, firstNameError, passwordError } from './validation';

describe('sign-in and sign-up validation', () => {
  it.each([
    ['ada@example.com', null],
    ['  ada.lovelace+forge@mail.example.org ', null],
    ['', 'Invalid Email'],
    [undefined, 'Invalid Email'],
    ['ada', 'Invalid Email'],
    ['ada@example', 'Invalid Email'],
    ['ada..b@example.com', 'Invalid Email'],
    ['@example.com', 'Invalid Email'],
  ])('email %j -> %j', (value, expected) => expect(emailError(value)).toBe(expected));

  it.each([
    ['12345678', null],
    ['1234567', 'Password is too weak'],
    ['', 'Password is too weak'],
  ])('password %j -> %j', (value, expected) => expect(passwordError(value)).toBe(expected));

  it.each([
    ['Ada', null],
    ['Al', 'Minimum character should be 3'],
    ['  Al  ', 'Minimum character should be 3'],
    [undefined, 'Minimum character should be 3'],
  ])('first name %j -> %j', (value, expected) => expect(firstNameError(value)).toBe(expected));
});

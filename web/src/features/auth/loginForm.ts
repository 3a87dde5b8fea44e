import { LoginBody } from '@lorewright/domain/accounts/credentials';
import { allFieldsFirst, isEmpty } from './allFieldsFirst';

// The login form: both fields filled in, then login's own rules (the e-mail rule). A password is
// whatever was typed, spaces too: only the server knows whether it is right.
export const LoginForm = allFieldsFirst(LoginBody.pick({ email: true, password: true }), ({ email, password }) => isEmpty(email) || password === '');

import { Link } from 'react-router';
import { HelpArticle } from './HelpArticle';

export function StoringPasswordsPage() {
  return (
    <HelpArticle title="Storing Passwords" intro="Lorewright never stores your password in plain text. It stores a hash of it instead.">
      <h2>What a hash is</h2>
      <p>
        A password hash is the result of a one-way calculation on your password. Checking a password is easy: when you log in, the password you type is hashed
        again and compared with the stored hash. Going back is not: the hash does not reveal the password it came from.
      </p>

      <h2>argon2id</h2>
      <p>
        Lorewright hashes passwords with <strong>argon2id</strong>, the winner of the Password Hashing Competition and the algorithm that OWASP recommends for
        passwords. It is deliberately slow and needs a lot of memory, so trying password after password against a stolen hash is expensive. Every password is
        hashed with its own random salt, so two people with the same password still have different hashes.
      </p>

      <h2>What this means for you</h2>
      <ul>
        <li>Nobody at Lorewright can read your password.</li>
        <li>
          A forgotten password cannot be sent to you. Use <Link to="/forgot-password">Forgot password</Link> to set a new one instead.
        </li>
        <li>Use a password you do not use anywhere else.</li>
      </ul>
    </HelpArticle>
  );
}

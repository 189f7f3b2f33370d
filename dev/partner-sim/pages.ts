/**
 * The simulator's few HTML pages: sign-in (the login prompt), a consent fallback, and errors.
 * Plain, accessible forms; the accessible names are stable because end-to-end tests drive them:
 * heading "Partner sign-in", textbox "Email", "Password", buttons "Sign in" and "Cancel", and one
 * "Continue as …" button per seeded user.
 */
import type { PartnerUser } from './store';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1rem; margin-top: 2rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit;
    border: 1px solid #6b7280; border-radius: 4px; }
  button { margin-top: 1rem; padding: 0.5rem 1rem; font: inherit; border-radius: 4px;
    border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1d4ed8; }
  ul { list-style: none; padding: 0; }
  li button { width: 100%; text-align: left; margin-top: 0.5rem; }
  [role="alert"] { margin-top: 1rem; padding: 0.75rem; border-radius: 4px; background: #fee2e2;
    color: #7f1d1d; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(options: {
  uid: string;
  clientName: string;
  email?: string;
  error?: string;
  quickUsers: PartnerUser[];
}) {
  const { uid, clientName, email = '', error, quickUsers } = options;
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const quick = quickUsers
    .map(
      (user) => `<li><form method="post" action="${action}/login">
<input type="hidden" name="email" value="${escapeHtml(user.email)}">
<input type="hidden" name="password" value="${escapeHtml(user.password)}">
<button type="submit" class="secondary">Continue as ${escapeHtml(`${user.givenName} ${user.familyName}`)} (${escapeHtml(user.email)})</button>
</form></li>`,
    )
    .join('\n');
  return layout(
    'Partner sign-in',
    `<h1>Partner sign-in</h1>
<p>Sign in with your partner account to continue to ${escapeHtml(clientName)}.</p>
${error ? `<div role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="${action}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">Cancel</button>
</form>
${
  quick
    ? `<section aria-labelledby="dev-accounts">
<h2 id="dev-accounts">Development accounts</h2>
<ul>
${quick}
</ul>
</section>`
    : ''
}`,
  );
}

export function consentPage(options: { uid: string; clientName: string; scopes: string[] }) {
  const action = `/interaction/${encodeURIComponent(options.uid)}`;
  return layout(
    'Partner sign-in',
    `<h1>Partner sign-in</h1>
<p>${escapeHtml(options.clientName)} asks to see: ${escapeHtml(options.scopes.join(', ') || 'your account')}.</p>
<form method="post" action="${action}/confirm">
<button type="submit">Allow</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

export function errorPage(error: string, description?: string) {
  return layout(
    'Partner sign-in error',
    `<h1>Partner sign-in error</h1>
<div role="alert"><p><strong>${escapeHtml(error)}</strong></p>${
      description ? `<p>${escapeHtml(description)}</p>` : ''
    }</div>`,
  );
}

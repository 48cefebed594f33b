// Applies the saved theme before the first paint (an external file: the CSP allows no inline scripts).
try {
  var t = localStorage.getItem('theme');
  if (t === 'light' || t === 'dark') document.documentElement.setAttribute('data-theme', t);
} catch {
  // Storage is blocked (e.g. in some private modes): the page keeps the default theme.
}

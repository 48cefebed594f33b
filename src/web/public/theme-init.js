// Applies the theme before the first paint (an external file: the CSP allows no inline scripts):
// the saved choice, else what the system prefers.
(function () {
  var t = null;
  try {
    t = localStorage.getItem('theme');
  } catch {
    // Storage is blocked (e.g. in some private modes): the system's preference decides.
  }
  if (t !== 'light' && t !== 'dark') t = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-theme', t);
})();

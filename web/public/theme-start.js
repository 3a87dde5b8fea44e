// Applies the stored theme before the first paint, so a light page never flashes dark while the
// app loads (a classic script in <head> blocks rendering; the CSP allows only files, not inline
// code). The app applies the whole appearance again at start: src/lib/appearance.ts owns the format.
/* global document */
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem('appearance') || '{}');
    if (stored && stored.theme === 'light') {
      var root = document.documentElement;
      root.setAttribute('data-theme', 'light');
      root.style.colorScheme = 'light';
      var meta = document.querySelector('meta[name="color-scheme"]');
      if (meta) meta.setAttribute('content', 'light');
      var themeColour = document.querySelector('meta[name="theme-color"]');
      if (themeColour) themeColour.setAttribute('content', '#f5f6f4');
    }
  } catch {
    // No storage or a broken value: the default dark theme stays.
  }
})();

import { createTheme } from '@mui/material/styles';

/** The side navigation's width on medium screens and up (docs/product/rules.md#constants). */
export const sideNavWidth = 248;

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4fb4' },
    secondary: { main: '#0f766e' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring everyone can see, for keyboard users on every control and link.
        ':focus-visible': { outline: '3px solid #1f4fb4', outlineOffset: 2 },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

import { createGlobalTheme } from '@vanilla-extract/css';
import { themeVars } from './contract.css.js';
import { tokens } from './tokens.js';

// On :root rather than a class so portalled content (dialogs, toasts) inherits the tokens too.
createGlobalTheme(':root', themeVars, tokens);

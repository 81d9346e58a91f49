// Ace first, so the mode's ace.define finds it, whichever chunk arrives first.
import 'ace-builds';
import 'ace-builds/src-noconflict/mode-python';

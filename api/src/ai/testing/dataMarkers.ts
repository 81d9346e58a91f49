import { dataEnd, dataStart } from '../tutorPrompt';

/** The boundary the tutor rules name for this request's data markers. */
export const boundaryIn = (rules: string): string => /<<<FORGE-DATA (\S+)>>>/.exec(rules)![1]!;

/** What `text` holds between the data markers of `boundary` (from the start marker on). */
export const insideMarkers = (text: string, boundary: string): string =>
  text.slice(text.indexOf(dataStart(boundary)), text.indexOf(dataEnd(boundary)));

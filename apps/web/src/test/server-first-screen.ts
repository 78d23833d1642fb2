import { FIRST_SCREEN_ID, FIRST_SCREEN_STYLE_ID } from '@app/contract/first-screen';

/** What the server puts in front of the app when it draws a page's first screen (decision 051). */
export function putServerFirstScreen(text: string): void {
  const style = document.createElement('style');
  style.id = FIRST_SCREEN_STYLE_ID;
  style.textContent = '#root{display:none}';
  const screenNode = document.createElement('div');
  screenNode.id = FIRST_SCREEN_ID;
  screenNode.textContent = text;
  document.head.append(style);
  document.body.prepend(screenNode);
}

/** The first screen and the style hiding the app are both still in the page. */
export const firstScreenShown = (): boolean =>
  document.getElementById(FIRST_SCREEN_ID) !== null &&
  document.getElementById(FIRST_SCREEN_STYLE_ID) !== null;

/** Takes away what putServerFirstScreen put, whatever the app did with it. */
export function removeServerFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
}

/**
 * The id of the JSON script element that carries a page's data from the server render to the
 * client. Its own module: the islands need only this name, not the document renderer, whose
 * imports (titles of every staff screen) would otherwise ride along into every public script.
 */
export const DATA_ELEMENT_ID = 'sigap-data';

// The grid text-search limit, shared by the server (which refuses longer searches with a 400) and
// the search box (which stops typing there), so the user never meets the raw validation message.
export const MAX_TEXT_SEARCH = 200;

export const TEXT_SEARCH_TOO_LONG = `Search text can be at most ${MAX_TEXT_SEARCH} characters. Shorten it to search.`;

/** A city as the picker offers it: its id (what the `city` cookie holds) and its name in the page's language. */
type CityChoice = { id: string; name: string };

/** What the city picker shows (issue 7): the 33 cities in the page's language and the one in force. */
export type CityPickerData = { cities: CityChoice[]; currentId: string | null };

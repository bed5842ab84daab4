// Real references as the API answers them, shared by the tests.

export const nfl = { name: "National Football League", slug: "nfl", abbreviation: "NFL" };
export const football = { name: "Football", slug: "football", abbreviation: "FB" };

export * from "./championships";
export * from "./games";
export * from "./meta";
export * from "./people";
export * from "./people-seasons";
export * from "./reference";
export * from "./teams";

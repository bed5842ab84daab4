export * from "./championships";
export * from "./core";
export * from "./teams";
export * from "./meta";
export * from "./people";
export * from "./games";
export * from "./seasons";

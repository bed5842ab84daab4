// The header search box's chunk (issue #17): the combobox, with the app's one QueryClient.
// Import only through load-search-box.ts: it brings TanStack Query.
import { QueryClientProvider } from "@tanstack/react-query";
import { useAppQueryClient } from "../../app/app-query-client";
import { SearchCombobox, type SearchComboboxProps } from "./search-combobox";

export function SearchBox(props: SearchComboboxProps) {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <SearchCombobox {...props} />
    </QueryClientProvider>
  );
}

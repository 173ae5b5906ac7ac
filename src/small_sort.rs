//! A stable insertion sort for the short lists this crate orders: the
//! model's events (at most ten) and the timeline's marks (at most about
//! seventy). The standard library's sorts are built for large inputs and
//! would add several kilobytes of code to the wasm for no gain here.

/// Sorts `items` by `key`, keeping equal items in their order.
pub(crate) fn sort_small_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_and_keeps_ties_in_order() {
        let mut items = [(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_small_by_key(&mut items, |item| item.0);
        assert_eq!(items, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
    }
}

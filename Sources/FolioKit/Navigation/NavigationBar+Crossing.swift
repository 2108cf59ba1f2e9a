extension NavigationBar {
    /// Two bar contents crossing over during a push or pop, as UIKit's bar does: on a push the
    /// old title slides from the centre into the back button's place while the new title comes in
    /// from the right edge; a pop does the reverse.
    struct Crossing: Equatable {
        /// The content being left.
        var from: Content
        /// True for a push, false for a pop.
        var isPush: Bool
        /// How far the change has gone, 0...1.
        var percent: Double

        /// The segments of both contents at this point of the motion: a pure function.
        ///
        /// The titles move; the other parts (back buttons, items) of the old content show for the
        /// first half and those of the new one for the second, so they never overlap.
        @MainActor
        func segments(from old: Content, to new: Content, width: Int, style: Style) -> [BarSegment] {
            let oldSegments = NavigationBar.layout(old, width: width, style: style)
            let newSegments = NavigationBar.layout(new, width: width, style: style)
            let oldTitle = old.title.isEmpty ? nil : oldSegments.last
            let newTitle = new.title.isEmpty ? nil : newSegments.last
            // The place of the title text inside a back button: after the chevron and a space.
            let backTextX = 3
            let showsOld = percent < 0.5
            var result = showsOld ? Array(oldSegments.dropLast(oldTitle == nil ? 0 : 1))
                                  : Array(newSegments.dropLast(newTitle == nil ? 0 : 1))
            // The back button whose title is the moving title keeps only its chevron: the title
            // itself becomes (or leaves) the button's text, so the two never overlap.
            let shown = showsOld ? old : new
            let movingTitle = showsOld ? new.title : old.title
            if (showsOld != isPush), shown.backTitle != nil, let first = result.first, first.x == 1,
               first.text == NavigationBar.backLabel(shown, width: width), first.text == "‹ " + movingTitle {
                result[0] = BarSegment(text: "‹", x: 1, style: first.style)
            }
            if let title = oldTitle {
                result.append(moved(title, to: isPush ? backTextX : width))
            }
            if let title = newTitle {
                result.append(moved(title, from: isPush ? width : backTextX))
            }
            return result
        }

        /// The outgoing title on its way from its place to `target`.
        private func moved(_ segment: BarSegment, to target: Int) -> BarSegment {
            BarSegment(text: segment.text, x: interpolate(segment.x, target), style: segment.style)
        }

        /// The incoming title on its way from `start` to its place.
        private func moved(_ segment: BarSegment, from start: Int) -> BarSegment {
            BarSegment(text: segment.text, x: interpolate(start, segment.x), style: segment.style)
        }

        private func interpolate(_ a: Int, _ b: Int) -> Int {
            a + Int((Double(b - a) * percent).rounded())
        }
    }
}

import FolioKit

/// A CSV or TSV file (`.csv`, `.tsv`, `.csv.gz`), opened lazily: the first rows are read and
/// listed at once, and where the other rows start is indexed in the background (`Indexing
/// rows… 42%`), the count growing to all the rows when done; keys are answered meanwhile.
///
/// Each row opens into its fields (name → value). The first record names the fields. The list
/// is records (`ChildList.records`), so a table shows it as columns.
@MainActor
public final class CSVFileItem: BackgroundLoading, ChildQuerying, CopyNaming {
    /// The path's bytes as given.
    public let rawPath: RawPath
    /// The file name.
    public let displayName: String
    /// The most bytes a `.csv.gz` may decompress to (`--max-size`).
    public let limit: DocumentLimit
    /// Where the index of rows runs (tests hold it to see the first screen before it ends).
    let indexLane: JobLane
    /// The rows, once the file is open.
    private(set) var table: CSVTable?
    private var resumeIndexer: CSVRowIndexer?
    private var averageRow = 64
    /// How far the index of rows has come, while it runs.
    private(set) var indexedFraction: Double?
    /// Why the index of rows stopped, when it failed.
    private(set) var indexError: BrowserError?
    weak var observer: ChildQueryObserver?
    /// Where `/` looks for rows (`CSVFileItem+Filter`).
    let filterLane: JobLane
    /// The filter the list shows, applied again when the index of rows lands.
    var filterText = ""

    /// A background result that says the file is already open.
    private struct AlreadyOpen: Sendable {}

    /// An item for the CSV file at `path`; `indexExecutor` says where the index of rows runs.
    public init(path: RawPath, limit: DocumentLimit = .standard, indexExecutor: JobExecutor = .thread) {
        rawPath = path
        self.limit = limit
        displayName = JSONFileItem.fileName(path.display)
        indexLane = JobLane(label: "folio.csv.index", executor: indexExecutor)
        filterLane = JobLane(label: "folio.csv.filter")
    }

    /// True for names Folio opens as CSV: `.csv`, `.tsv`, `.tab` and those gzipped.
    nonisolated static func isCSVName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".csv", ".tsv", ".csv.gz", ".tsv.gz"].contains { lower.hasSuffix($0) && lower.count > $0.count }
    }

    /// The file name.
    public var title: String { TextWidth.visible(displayName) }
    /// Nothing: the size is in the detail.
    public var subtitle: String { "" }
    /// Always true: a CSV file opens into its rows.
    public var hasChildren: Bool { true }
    /// The path.
    public var filePath: RawPath? { rawPath }
    /// `path`.
    public var locatorName: String { "path" }
    /// `name`.
    public var copyValueName: String { "name" }

    /// The path made absolute, for the rows' locators.
    var absolutePath: String { rawPath.absolute().normalized.display }

    /// Opens and indexes the whole file now (the list uses the background path instead).
    public func children() throws -> [BrowserItem] {
        if table == nil { _ = try finishLoadingList(backgroundWork()({ _ in })) }
        if let table, !table.isComplete, let resumeIndexer {
            table.complete(with: try CSVOpening.indexRest(table.source, from: resumeIndexer, averageRow: averageRow,
                                                          progress: { _ in }, isCancelled: { false }))
        }
        return list().items
    }

    /// Opens the file and reads its first rows, off the main loop.
    public func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable {
        if table != nil { return { _ in AlreadyOpen() } }
        let rawPath = self.rawPath, limit = self.limit, name = displayName
        return { progress in
            progress(name.lowercased().hasSuffix(".gz") ? "Decompressing…" : "Reading…")
            let source = try CSVSource.open(rawPath, limit: limit)
            return try CSVOpening.open(source, name: name)
        }
    }

    /// The rows known so far; starts the index of the rest.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        if let opening = result as? CSVOpening {
            table = CSVTable(opening)
            resumeIndexer = opening.indexer
            if let count = Optional(opening.offsets.count), count > 0 {
                averageRow = max(1, (opening.indexer.recordStart - (opening.offsets.first ?? 0)) / count)
            }
            startIndexing()
        } else if !(result is AlreadyOpen) {
            throw BrowserError("\(TextWidth.visible(rawPath.display)) could not be opened")
        }
        return list()
    }

    /// Indexes the rows after the first ones in the background, then lists them all.
    private func startIndexing() {
        guard let table, !table.isComplete, let resumeIndexer, !indexLane.isBusy, let app = observer?.application else { return }
        let source = table.source, averageRow = self.averageRow, size = Int64(source.size)
        indexedFraction = 0
        indexLane.submit(to: app, { job in
            try CSVOpening.indexRest(source, from: resumeIndexer, averageRow: averageRow,
                                     progress: { job.report(JobProgress(completed: Int64($0), total: size)) },
                                     isCancelled: { job.isCancelled })
        }, progress: { [weak self] progress in
            guard let self, let fraction = progress.fraction else { return }
            self.indexedFraction = fraction
            self.observer?.showQueryProgress("Indexing rows… \(Int(fraction * 100))%")
        }, completion: { [weak self] (outcome: Result<[Int], Error>) in
            guard let self, let table = self.table else { return }
            self.indexedFraction = nil
            switch outcome {
            case .success(let more):
                table.complete(with: more)
                self.resumeIndexer = nil
            case .failure(let error):
                self.indexError = error as? BrowserError ?? BrowserError(String(describing: error))
            }
            if self.filterText.isEmpty { self.observer?.reloadQueriedChildren() } else { self.filterChildren(self.filterText) }
        })
    }

    /// One row per record after the header, titled `row 1`.
    func list() -> ChildList {
        guard let table else { return .empty }
        let list = ChildList(count: table.count,
                             title: { "row \($0 + 1)" },
                             make: { [unowned self] in CSVRowItem(file: self, table: table, index: $0) },
                             indexOfTitle: { title in Self.rowIndex(title).flatMap { $0 < table.count ? $0 : nil } })
        list.records = table.records()
        return list
    }

    /// The rows at `indices` (a filter's).
    func list(picking indices: [Int]) -> ChildList {
        guard let table else { return .empty }
        let list = ChildList(count: indices.count,
                             title: { "row \(indices[$0] + 1)" },
                             make: { [unowned self] in CSVRowItem(file: self, table: table, index: indices[$0]) },
                             indexOfTitle: { title in
                                 guard let wanted = Self.rowIndex(title) else { return nil }
                                 var low = 0, high = indices.count
                                 while low < high {
                                     let middle = (low + high) / 2
                                     if indices[middle] < wanted { low = middle + 1 } else { high = middle }
                                 }
                                 return low < indices.count && indices[low] == wanted ? low : nil
                             })
        list.records = table.records().picking(indices)
        return list
    }

    /// The row index a title `row 12` names.
    nonisolated static func rowIndex(_ title: String) -> Int? {
        guard title.hasPrefix("row "), let number = Int(title.dropFirst(4)), number >= 1 else { return nil }
        return number - 1
    }

    /// The path, size, delimiter, rows and fields.
    public func detailText() -> String {
        var lines = [TextWidth.visible(rawPath.display)]
        guard let table else {
            if case .success(let info) = Syscall.status(rawPath) { lines.append(JSONFileItem.sizeText(Int(info.st_size))) }
            return lines.joined(separator: "\n")
        }
        let size = JSONFileItem.sizeText(table.source.size)
        lines.append(table.source.isInMemory ? "\(size) decompressed" : size)
        var rows = "\(JSONFileItem.grouped(table.count)) \(table.count == 1 ? "row" : "rows")"
        if let indexedFraction { rows += " so far (indexing… \(Int(indexedFraction * 100))%)" }
        if let indexError { rows += " (indexing stopped: \(indexError.message))" }
        lines.append("CSV, \(table.format.delimiterName)-separated, \(rows)" + (table.hasByteOrderMark ? ", UTF-8 with BOM" : ""))
        lines.append("")
        lines.append("\(table.names.count) \(table.names.count == 1 ? "field" : "fields"): " + table.names.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    // MARK: ChildQuerying

    /// True: the rows are filtered in the background (`CSVFileItem+Filter`).
    public var filtersChildren: Bool { true }

    /// The list showing the rows: told of the index's progress and end.
    public func subscribe(_ observer: ChildQueryObserver) {
        self.observer = observer
        startIndexing()
    }

    /// Nothing to stop: the index goes on, a list put back shows its rows.
    public func unsubscribe(_ observer: ChildQueryObserver) {}

    /// No items of its own.
    public func toolbarItems(for list: ItemListViewController) -> [BarButtonItem] { [] }
}

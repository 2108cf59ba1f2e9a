import CNcursesw

extension MouseReportDecoder {
    /// What an ncurses event's bits say, by name; nil for bits Folio did not ask for.
    static func report(_ bits: mmask_t) -> Report? {
        if bits & folio_wheel_up() != 0 { return .wheelUp }
        if bits & folio_wheel_down() != 0 { return .wheelDown }
        if bits & folio_button1_clicked() != 0 { return .clicked }
        if bits & folio_button1_pressed() != 0 { return .pressed }
        if bits & folio_button1_released() != 0 { return .released }
        if bits & folio_report_mouse_position() != 0 { return .moved }
        return nil
    }
}

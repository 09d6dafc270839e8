extension PlaygroundModel {
    /// Takes a playground file's setup, saved again: rows (animating to their new
    /// layout), page count and tracking; the position is kept.
    public mutating func apply(_ setup: PlaygroundSetup) throws {
        if setup.pages != pages { try handle(.setPages(setup.pages)) }
        if setup.tracking != tracking { try handle(.key(.tracking)) }
        try handle(.setRows(setup.rows))
    }
}

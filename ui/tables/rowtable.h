#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;
class QWidget;

namespace parallax::ui {

// A read-only table of one item a row, as the event list and the conflicts
// panel show theirs: sortable by a click on a header, one whole row selected
// at a time, no row numbers, rows of one fixed height (cheap to scroll
// through a million rows).
QTableView *newRowTable(
    QAbstractItemModel *model, const QString &objectName, const QString &accessibleName, QWidget *parent);

// Such a table showing the row of what was chosen elsewhere: that row
// selected and scrolled into sight, or none selected when `row` is -1.
void showChosenRow(QTableView *view, int row);

} // namespace parallax::ui
